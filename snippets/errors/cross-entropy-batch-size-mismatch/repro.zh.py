import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(2, 5, 7, device=device)  # (batch, seq_len, classes)
targets = torch.zeros(2, 5, dtype=torch.long, device=device)  # (batch, seq_len)
F.cross_entropy(logits.view(-1, 7), targets)  # logits 展平了，targets 却没有
