import torch

x = torch.zeros(2)               # float32
labels = torch.tensor([1, 0])    # int64

x.new(labels)                    # a tensor argument must already have x's dtype
