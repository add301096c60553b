import torch

dense = torch.tensor([[0.0, 2.0],
                      [3.0, 0.0]])
coo = dense.to_sparse()
csr = dense.to_sparse_csr()

print(type(torch.strided).__name__)
print(dense.layout, coo.layout, csr.layout)
print(coo.to_dense().layout)

empty_coo = torch.zeros(2, 3, layout=torch.sparse_coo)    # 工厂函数接受 layout= 参数
print(empty_coo.layout, empty_coo._nnz())

nt = torch.nested.nested_tensor([torch.ones(2), torch.ones(3)], layout=torch.jagged)
print(nt.layout, nt.size(0))
