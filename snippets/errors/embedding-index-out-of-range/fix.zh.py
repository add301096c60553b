import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

ids = torch.tensor([[1, 5, 10]], device=device)
print(ids.min().item(), ids.max().item())  # 查表之前先检查范围

vocab_size = int(ids.max()) + 1  # 第 0..max_id 行
emb = torch.nn.Embedding(vocab_size, 4).to(device)
print(emb.weight.shape, emb(ids).shape)
