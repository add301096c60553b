import torch

labels = torch.tensor([1, 0] * 50)           # 100 elements with many ties


def ties_in_order(idx):
    same = labels[idx][1:] == labels[idx][:-1]
    return bool(((idx[1:] > idx[:-1]) | ~same).all())


print(ties_in_order(labels.argsort()))               # default: tie order not guaranteed
print(ties_in_order(labels.argsort(stable=True)))    # stable: original order kept
