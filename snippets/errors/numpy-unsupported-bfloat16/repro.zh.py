import torch

torch.manual_seed(0)
embeddings = torch.randn(2, 3).to(torch.bfloat16)  # 例如 bf16 模型的输出
array = embeddings.numpy()
