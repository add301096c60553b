import torch

scores = torch.tensor([[1.0, 2.0],
                       [3.0, 4.0]])

diag = scores.diagonal()
diag += 10                    # meant to change a local copy
print(scores)                 # the matrix changed as well

fresh = torch.tensor([[1.0, 2.0],
                      [3.0, 4.0]])
copy = fresh.diagonal().clone()
copy += 10
print(fresh)                  # untouched
