import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pixels = torch.tensor([1, 2, 200], dtype=torch.uint8, device=device)
pixels.mul_(2)   # 400 超出 uint8 范围：回绕为 400 - 256 = 144
print(pixels)

safe = torch.tensor([1, 2, 200], dtype=torch.uint8, device=device).to(torch.int32).mul_(2)
print(safe)
