import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

vocab_size = 10
emb = torch.nn.Embedding(vocab_size, 4).to(device)
ids = torch.tensor([[1, 5, 10]], device=device)  # 10 正好越过了最后一行（0..9）
emb(ids)
