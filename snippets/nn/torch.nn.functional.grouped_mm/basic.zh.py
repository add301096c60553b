import torch
import torch.nn.functional as F

torch.manual_seed(0)
# 混合专家（MoE）前向：3 个专家，token 已按专家排好（分别 2、3、3 个）
tokens = torch.randn(8, 16)
expert_weights = torch.randn(3, 16, 8)  # (组数, K, N)：每个专家把 16 个特征映射为 8 个
offs = torch.tensor([2, 5, 8], dtype=torch.int32)  # 每组行的累计结束位置

out = F.grouped_mm(tokens, expert_weights, offs=offs)
print(out.shape)

ref = torch.cat([tokens[0:2] @ expert_weights[0], tokens[2:5] @ expert_weights[1], tokens[5:8] @ expert_weights[2]])
print(torch.allclose(out, ref, atol=1e-5))

# 三维乘三维：每个批次元素一组的批量矩阵乘法，不传 offs
batched = F.grouped_mm(torch.randn(3, 4, 16), expert_weights)
print(batched.shape)

# 二维乘二维：offs 切分共同的 K 维（各专家的权重梯度）
grads = F.grouped_mm(tokens.t(), torch.randn(8, 8), offs=offs)
print(grads.shape)
