import torch

log_probs = torch.tensor([[0.1, 0.7, 0.2],
                          [0.5, 0.3, 0.2]])
target = torch.tensor([1, 0])                      # one class per row

# pick log_probs[i, target[i]]: index needs the same number of dims
picked = log_probs.gather(1, target.unsqueeze(1))  # shape (2, 1)
print(picked, picked.squeeze(1))

# out[i][j] = input[i][index[i][j]] for dim=1
print(torch.gather(log_probs, 1, torch.tensor([[0, 0, 2], [1, 1, 1]])))

# along dim 0: out[i][j] = input[index[i][j]][j]
print(log_probs.gather(0, torch.tensor([[1, 0, 1]])))

# the same pick with advanced indexing
print(log_probs[torch.arange(2), target])

# gradient goes only to the gathered positions
w = log_probs.clone().requires_grad_()
w.gather(1, target.unsqueeze(1)).sum().backward()
print(w.grad)
