import torch

labels = torch.tensor([1, 0] * 50)           # 100 个元素，有大量并列值


def ties_in_order(idx):
    same = labels[idx][1:] == labels[idx][:-1]
    return bool(((idx[1:] > idx[:-1]) | ~same).all())


print(ties_in_order(labels.argsort()))               # 默认：不保证并列元素的顺序
print(ties_in_order(labels.argsort(stable=True)))    # stable：保持原有顺序
