import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.1, 2.0, 0.3],
                       [1.5, 0.2, 1.5]], device=device)  # (batch=2, classes=3)

pred = torch.argmax(logits, dim=1)
print(pred, pred.shape, pred.dtype)                    # one class per row, int64

print(torch.argmax(logits, dim=1, keepdim=True).shape)  # (2, 1)
print(torch.argmax(logits, dim=0))                     # per column instead
print(torch.argmax(logits))                            # no dim: index into the flattened tensor

# ties: the first maximal position wins (row 1 has 1.5 at index 0 and 2)
print(pred[1].item())
