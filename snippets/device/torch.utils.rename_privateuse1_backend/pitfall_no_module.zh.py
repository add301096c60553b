import torch

torch.utils.rename_privateuse1_backend("npu")
print(torch.device("npu"))  # 解析没有问题

# 创建张量需要后端的模块（torch.npu）和它的算子实现
x = torch.ones(2, device="npu")
