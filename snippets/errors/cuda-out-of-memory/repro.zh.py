import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 在 GPU 上申请 4 TiB 的 float32：超过任何一张卡的容量。
x = torch.empty(1024**4, dtype=torch.float32, device=device)
