import torch

pixels = torch.tensor([10, 200], dtype=torch.uint8)
print(torch.result_type(pixels, 300))  # 整数标量不会让整数张量变宽
print(pixels + 300)  # 按 256 取模回绕
print(pixels.int() + 300)
