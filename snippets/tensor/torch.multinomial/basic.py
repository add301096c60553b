import torch

torch.manual_seed(0)
weights = torch.tensor([1.0, 3.0, 6.0])       # need not sum to 1

print(torch.multinomial(weights, 2))          # 2 distinct indices (no replacement)
draws = torch.multinomial(weights, 10_000, replacement=True)
print(draws.dtype, torch.bincount(draws) / 10_000)   # close to 0.1, 0.3, 0.6

# one row per distribution: sample the next token for a batch of 2
probs = torch.softmax(torch.tensor([[2.0, 0.5, 0.1],
                                    [0.0, 0.0, 4.0]]), dim=-1)
print(probs.multinomial(1))                   # shape (2, 1), int64 indices
