import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.1, 2.0, 0.3],
                       [1.5, 0.2, 0.9]], device=device)

print(logits.argmax())        # tensor(1): ONE index into the 6 flattened values
print(logits.argmax(dim=1))   # tensor([1, 0]): one class per sample
print(torch.unravel_index(logits.argmax(), logits.shape))  # if the flat index is really wanted
