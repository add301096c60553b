import torch

x = torch.zeros(2)               # float32
labels = torch.tensor([1, 0])    # int64

x.new(labels)                    # 张量参数的 dtype 必须已经与 x 相同
