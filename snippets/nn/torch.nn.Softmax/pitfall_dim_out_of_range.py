import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

softmax = torch.nn.Softmax(dim=2)  # written for (batch, seq, classes) input
logits = torch.zeros(4, 3, device=device)  # but this model outputs (batch, classes)
softmax(logits)
