import torch

torch.manual_seed(0)
embeddings = torch.randn(2, 3).to(torch.bfloat16)
array = embeddings.detach().float().cpu().numpy()  # float32 能精确表示每一个 bf16 值
print(array.dtype, array.shape)
print(embeddings[0, 0].item() == float(array[0, 0]))
