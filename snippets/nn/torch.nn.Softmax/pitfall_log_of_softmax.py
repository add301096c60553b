import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.0, 200.0]], device=device)
probs = torch.nn.Softmax(dim=1)(logits)
print(probs)             # the small probability underflows to 0
print(torch.log(probs))  # -inf, which turns into nan in the loss or the gradient
print(torch.nn.LogSoftmax(dim=1)(logits))  # stable
