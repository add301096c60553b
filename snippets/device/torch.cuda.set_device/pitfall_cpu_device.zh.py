import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 为 GPU 写的代码，在没有 GPU 的机器上运行
torch.cuda.set_device(device)
