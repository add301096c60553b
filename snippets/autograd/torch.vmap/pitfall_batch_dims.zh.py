import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def normalize(batch):  # 为 (batch, features) 张量编写
    return batch / batch.norm(dim=1, keepdim=True)

xs = torch.randn(4, 3, device=device)
torch.vmap(normalize)(xs)  # 在 vmap 内部，每个 x 的形状都是 (3,)：不存在 dim=1
