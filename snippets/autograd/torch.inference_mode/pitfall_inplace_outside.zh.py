import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

with torch.inference_mode():
    cache = torch.zeros(3, device=device)
cache.add_(1)  # 离开推理模式后再做原地更新
