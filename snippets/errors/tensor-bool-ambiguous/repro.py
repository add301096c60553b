import torch

scores = torch.tensor([0.2, 0.7, 0.9])

# Is "scores > 0.5" true when one element is, or only when all are? torch refuses to guess.
if scores > 0.5:
    print("confident")
