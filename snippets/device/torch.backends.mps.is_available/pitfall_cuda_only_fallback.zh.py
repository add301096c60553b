import torch

# 常见的这行写法根本没考虑 MPS：在 Apple 芯片的 Mac 上会选中 CPU。
device = "cuda" if torch.cuda.is_available() else "cpu"
print("chosen:", device)
print("MPS was available:", torch.backends.mps.is_available())
