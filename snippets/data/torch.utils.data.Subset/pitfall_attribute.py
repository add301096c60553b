import torch
from torch.utils.data import Subset, TensorDataset


class LabeledData(TensorDataset):
    classes = ["cat", "dog"]


data = LabeledData(torch.zeros(4, 2), torch.tensor([0, 1, 0, 1]))
train = Subset(data, [0, 1, 2])
print(train.dataset.classes)  # reach the parent through .dataset
print(train.classes)  # AttributeError: not forwarded
