import torch

torch.manual_seed(0)
h = torch.relu(torch.randn(2, 5))  # 非负的 ReLU 特征
print(h)
print(torch.nn.AlphaDropout(0.4)(h))  # 原来的 0 变成 0.6071，被丢弃的值变成负数
