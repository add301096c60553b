import torch

logits = torch.tensor([[2.0, 0.0, 0.0],
                       [0.0, 2.0, 0.0]])         # (batch, classes)

wrong = torch.log_softmax(logits, dim=0)         # normalised over the batch
print(wrong.exp().sum(dim=1))                    # rows do not sum to 1
print(torch.log_softmax(logits, dim=1).exp().sum(dim=1))
