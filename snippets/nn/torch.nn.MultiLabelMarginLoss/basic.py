import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8]])  # one sample, C=4 classes
# the sample belongs to classes 3 and 0; the list ends at the first -1
target = torch.tensor([[3, 0, -1, 0]])

print(torch.nn.MultiLabelMarginLoss()(scores, target))

# by hand: every (label j, non-label i) pair, max(0, 1 - (x[j] - x[i])), divided by C
x = scores[0]
print(sum((1 - (x[j] - x[i])).clamp(min=0) for j in (3, 0) for i in (1, 2)) / 4)

# from a multi-hot row to the padded index format
multi_hot = torch.tensor([[1, 0, 0, 1]])
idx = [row.nonzero().flatten().tolist() for row in multi_hot]
padded = torch.full_like(multi_hot, -1)
for r, labels in enumerate(idx):
    padded[r, : len(labels)] = torch.tensor(labels)
print(padded, torch.nn.MultiLabelMarginLoss()(scores, padded))
