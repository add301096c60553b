import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def noisy(x):
    return F.dropout(x, p=0.5, training=True)

batch = torch.ones(4, 3, device=device)
torch.vmap(noisy)(batch)  # 默认 randomness="error"
