import sharp from "sharp";
const [src, dst, top = "0", height = "1600"] = process.argv.slice(2);
const meta = await sharp(src).metadata();
const h = Math.min(Number(height), meta.height - Number(top));
await sharp(src).extract({ left: 0, top: Number(top), width: meta.width, height: h }).toFile(dst);
console.log(meta.width, meta.height);
