import torch

torch.ones(2, -1)   # -1 is not "infer this size" here, unlike reshape
