import torch

scores = torch.tensor([[0.2, 0.9, 0.5],
                       [0.7, 0.1, 0.4]])
# sort each row by reusing argsort's indices
order = scores.argsort(dim=1, descending=True)
print(torch.take_along_dim(scores, order, dim=1))

# keepdim=True keeps the dimension the index needs
best = scores.argmax(dim=1, keepdim=True)
print(scores.take_along_dim(best, dim=1))

# the index broadcasts against the input (gather would not)
print(torch.take_along_dim(scores, torch.tensor([[0]]), dim=1))

# without dim: works on the flattened tensor, like argmax() with no dim
print(torch.take_along_dim(scores, scores.argmax()))
