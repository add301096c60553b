import torch

act = torch.nn.Softsign(inplace=True)  # 照搬 nn.ReLU(inplace=True) 的写法
