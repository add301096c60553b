import torch

tag = torch.Tag("pointwise")  # 构造函数接受的是整数值，不是名字
