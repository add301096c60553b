import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

with torch.cuda.device(device):  # 与设备无关的代码，运行在没有 GPU 的机器上
    x = torch.zeros(3, device=device)
