import torch

torch.Tensor([1, 2], dtype=torch.int64)   # 旧式构造函数不接受 dtype 参数
