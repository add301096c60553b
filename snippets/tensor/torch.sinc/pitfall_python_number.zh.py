import torch

cutoff = 0.25
print(torch.sinc(torch.tensor(cutoff)))   # 先包成张量
torch.sinc(cutoff)                        # 不接受 Python 浮点数
