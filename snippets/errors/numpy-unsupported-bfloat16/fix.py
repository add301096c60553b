import torch

torch.manual_seed(0)
embeddings = torch.randn(2, 3).to(torch.bfloat16)
array = embeddings.detach().float().cpu().numpy()  # float32 holds every bf16 value exactly
print(array.dtype, array.shape)
print(embeddings[0, 0].item() == float(array[0, 0]))
