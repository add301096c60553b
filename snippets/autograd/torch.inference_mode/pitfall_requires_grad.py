import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

with torch.inference_mode():
    emb = torch.randn(4, 2, device=device)
emb.requires_grad_()  # try to fine-tune a tensor made in inference mode
