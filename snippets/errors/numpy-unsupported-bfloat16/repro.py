import torch

torch.manual_seed(0)
embeddings = torch.randn(2, 3).to(torch.bfloat16)  # e.g. the output of a bf16 model
array = embeddings.numpy()
