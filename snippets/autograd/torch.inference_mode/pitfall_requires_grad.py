import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

with torch.inference_mode():
    emb = torch.randn(4, 2, device=device)
emb.requires_grad_()  # try to fine-tune a tensor made in inference mode
