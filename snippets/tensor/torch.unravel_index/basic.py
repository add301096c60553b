import torch

scores = torch.tensor([[1.0, 9.0, 2.0],
                       [8.0, 3.0, 7.0]])
flat = scores.argmax()                      # a flat index
row, col = torch.unravel_index(flat, scores.shape)
print(flat, row, col)
# many indices at once: one tensor per dimension
print(torch.unravel_index(torch.tensor([0, 4, 5]), (2, 3)))
# top-3 positions of a matrix
top = scores.flatten().topk(3).indices
print(torch.stack(torch.unravel_index(top, scores.shape), dim=1))
