import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pixels = torch.tensor([0, 128, 255], dtype=torch.uint8, device=device)

print(pixels.float().mul_(1 / 255))  # 先转换类型，再缩放
pixels.mul_(1 / 255)
