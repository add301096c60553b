import torch

torch.manual_seed(0)
queries = torch.randn(3, 4)     # 3 个向量
keys = torch.randn(5, 4)        # 5 个向量：想要 (3, 5) 的相似度矩阵

pairwise = torch.cosine_similarity(queries[:, None, :], keys[None, :, :], dim=-1)
print(pairwise.shape)

torch.cosine_similarity(queries, keys)   # 只把第 i 行与第 i 行比较
