import torch

labels_as_features = torch.tensor([[0, 3, 1]])  # int64 张量，例如直接从数据集读出来的
torch.nn.Mish()(labels_as_features)
