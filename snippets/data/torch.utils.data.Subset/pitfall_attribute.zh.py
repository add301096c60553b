import torch
from torch.utils.data import Subset, TensorDataset


class LabeledData(TensorDataset):
    classes = ["cat", "dog"]


data = LabeledData(torch.zeros(4, 2), torch.tensor([0, 1, 0, 1]))
train = Subset(data, [0, 1, 2])
print(train.dataset.classes)  # 通过 .dataset 访问父数据集
print(train.classes)  # AttributeError：属性不会被转发
