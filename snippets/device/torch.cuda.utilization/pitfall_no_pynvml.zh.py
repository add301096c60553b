import torch

# 在训练循环里加的一行监控。
print("GPU busy:", torch.cuda.utilization(), "%")
