import torch

pixels = torch.tensor([3, 200], dtype=torch.uint8)

print(pixels - 5)                    # 3 - 5 回绕成 254
print(pixels.int() - 5)              # 先扩展类型：-2
print((pixels.float() - 5).clamp(min=0))   # 或者用浮点数计算再 clamp
