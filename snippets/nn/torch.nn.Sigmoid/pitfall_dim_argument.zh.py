import torch

# 照抄 nn.Softmax(dim=1)：Sigmoid 是逐元素运算，不接受任何参数
torch.nn.Sigmoid(dim=1)
